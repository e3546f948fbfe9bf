/**
 * The pass pages' message types for their components (components import no `.server` module):
 * type-only re-exports, erased from every bundle; the texts come through the loaders.
 */
export type { PassBuyFormMessages, PassOffersMessages } from "./passes.server";
