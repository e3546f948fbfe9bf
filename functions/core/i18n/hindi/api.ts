/**
 * Hindi for core's api messages (decision 059): the English text (as core throws it, the spec's
 * wording) is the key; `{name}` stands for a value carried over as it is.
 */
export const API_HINDI: Record<string, string> = {};
