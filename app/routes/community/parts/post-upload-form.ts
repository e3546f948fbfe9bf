import { z } from "zod";
import { postProblem, POST_LIMITS, POST_MESSAGES } from "@core/community/post";

/**
 * The upload page's post form (no JavaScript, decision 012): the file is already in the bucket,
 * so the text is optional, and when given it follows core's rule for a post with a file
 * (postProblem). core's publishPost checks both again, and the file's bytes.
 */
export const postWithUploadSchema = z.object({
  content: z
    .string()
    .max(POST_LIMITS.maxChars, POST_MESSAGES.tooLong)
    .optional()
    .superRefine((content, ctx) => {
      const problem = postProblem(content ?? "", { size: 1, contentType: "image/*" });
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
  upload: z.string({ required_error: POST_MESSAGES.uploadNotFound }).max(300),
});
