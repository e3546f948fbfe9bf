import type { ReactElement } from "react";
import { LineIcon } from "~/components/kit/Icon";

/** Line icons for a car park's facts (security, roof, opening hours) and its feature list. Decorative: the text beside them says it. */
export type FeatureIconName = "security" | "covered" | "open-air" | "clock" | "check";

export function FeatureIcon({ name, className = "h-6 w-6" }: { name: FeatureIconName; className?: string }) {
  return <LineIcon className={className}>{PATHS[name]}</LineIcon>;
}

const PATHS: Record<FeatureIconName, ReactElement> = {
  security: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.8 12 2.2 2.2 4.3-4.4" />
    </>
  ),
  covered: (
    <>
      <path d="M2.5 10 12 4l9.5 6" />
      <path d="M5 9v11M19 9v11" />
      <path d="M8 17.5v-2.3a1.2 1.2 0 0 1 1.2-1.2h5.6a1.2 1.2 0 0 1 1.2 1.2v2.3H8Z" />
      <path d="M9 17.5v1.3M15 17.5v1.3" />
    </>
  ),
  "open-air": (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
};
