/**
 * Hindi for core's account messages (decision 059): the English text (as core throws it, the spec's
 * wording) is the key; `{name}` stands for a value carried over as it is.
 */
export const ACCOUNT_HINDI: Record<string, string> = {};
