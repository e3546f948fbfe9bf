import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          100: "#d9eaff",
          500: "#1d6fd8",
          600: "#155bb5",
          700: "#114a93",
          900: "#0b2a52",
        },
      },
    },
  },
  plugins: [],
} satisfies Config;
