import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The centred column every account page (sign-in, reset, e-mail and device links) stands in. */
export function AuthPage({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">{children}</div>;
}

/** Sign-in, sign-up and admin sign-in: no padding, so their tabs or header band sit flush with the edges. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <AuthPage>
      <div className="w-full max-w-md overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">{children}</div>
    </AuthPage>
  );
}

const TITLED = {
  /** Forgot and reset password. */
  form: {
    card: "w-full max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-8",
    heading: "text-2xl font-bold text-slate-900",
  },
  /** The pages e-mailed links open (device links, e-mail verification): wider, and the heading may be a sentence. */
  message: {
    card: "w-full max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-8",
    heading: "text-balance text-2xl font-bold text-slate-900",
  },
} as const;

/** A padded card that opens with its page's h1. */
export function TitledCard({ title, variant, children }: { title: string; variant: keyof typeof TITLED; children: ReactNode }) {
  const { card, heading } = TITLED[variant];
  return (
    <AuthPage>
      <div className={card}>
        <h1 className={heading}>{title}</h1>
        {children}
      </div>
    </AuthPage>
  );
}

/**
 * The closing link of a message card: `label` is "Go to the home page" in the page's language (the
 * English default only for pages not yet translated).
 */
export function HomeLink({ label = "Go to the home page" }: { label?: string }) {
  return (
    <Link to="/" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
      {label}
    </Link>
  );
}
