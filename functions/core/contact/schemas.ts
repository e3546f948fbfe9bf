import { z } from "zod";

/**
 * The "Get in Touch" form's schema, shared by /contact (in the browser and in its action) and the
 * contact service. Only zod here: the page's browser bundle must not reach the service's modules.
 */
/** The spec's exact field messages (parking-and-account.md §5), plus our own for limits it does not give. */
export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number.",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
} as const;

/** Spec §9: support replies within 24 hours. Shown after a contact message or a listing enquiry. */
export const CONTACT_THANK_YOU = "Thank you for contacting us. We reply within 24 hours.";

export const CONTACT_LIMITS = { name: 100, email: 254, phoneMin: 7, phoneMax: 20, subject: 150, message: 5000 } as const;

const required = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);

/** Digits, spaces, "+", "-" and brackets only: "+91 80 4718 2200", "(080) 4718-2200". */
const PHONE_CHARACTERS = /^[0-9+\-() ]+$/;

export const contactSchema = z.object({
  name: required(CONTACT_MESSAGES.nameRequired).pipe(
    z.string().max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters.`),
  ),
  email: required(CONTACT_MESSAGES.emailRequired).pipe(
    z.string().max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid).email(CONTACT_MESSAGES.emailInvalid),
  ),
  phone: required(CONTACT_MESSAGES.phoneRequired).pipe(
    z
      .string()
      .min(CONTACT_LIMITS.phoneMin, CONTACT_MESSAGES.phoneInvalid)
      .max(CONTACT_LIMITS.phoneMax, CONTACT_MESSAGES.phoneInvalid)
      .regex(PHONE_CHARACTERS, CONTACT_MESSAGES.phoneInvalid)
      // "+-() -" passes the character rule; a number needs digits.
      .refine((v) => (v.match(/\d/g)?.length ?? 0) >= CONTACT_LIMITS.phoneMin, CONTACT_MESSAGES.phoneInvalid),
  ),
  subject: required(CONTACT_MESSAGES.subjectRequired).pipe(
    z.string().max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters.`),
  ),
  message: required(CONTACT_MESSAGES.messageRequired).pipe(
    z.string().max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters.`),
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;

/**
 * The listing enquiry of /professionals: a car park's owner or operator asks to list it. The spec
 * has no such form; it takes the contact form's fields and messages (the same rules, written once
 * above) and adds the car park's name and city in the same style.
 */
export const LISTING_MESSAGES = {
  carParkRequired: "Car park name is required",
  cityRequired: "City is required",
} as const;

export const LISTING_LIMITS = { carPark: 120, city: 80 } as const;

export const listingEnquirySchema = contactSchema.pick({ name: true, email: true, phone: true, message: true }).extend({
  carPark: required(LISTING_MESSAGES.carParkRequired).pipe(
    z.string().max(LISTING_LIMITS.carPark, `Car park name must be at most ${LISTING_LIMITS.carPark} characters.`),
  ),
  city: required(LISTING_MESSAGES.cityRequired).pipe(
    z.string().max(LISTING_LIMITS.city, `City must be at most ${LISTING_LIMITS.city} characters.`),
  ),
});

export type ListingEnquiryInput = z.infer<typeof listingEnquirySchema>;
