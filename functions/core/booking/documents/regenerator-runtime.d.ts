// The package ships no types; fonts.ts only hands the runtime object to fontkit's shaper.
declare module "regenerator-runtime" {
  const runtime: unknown;
  export default runtime;
}
