/**
 * Hindi for core's vehicle messages (decision 059): the English text (as core throws it, the spec's
 * wording) is the key; `{name}` stands for a value carried over as it is.
 */
export const VEHICLE_HINDI: Record<string, string> = {};
