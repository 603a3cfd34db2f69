import type { Config } from "tailwindcss";

// Breakpoints and colours from the spec, section 9.
export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    screens: {
      xs: "480px",
      sm: "576px",
      md: "768px",
      lg: "992px",
      xl: "1200px",
      xxl: "1600px",
    },
    extend: {
      colors: {
        // The brand's shades are CSS variables (app/tailwind.css: the spec's pink; a vendor's theme
        // replaces them on its host, app/theme/brand-palette.ts), so opacity modifiers still work.
        brand: Object.fromEntries(
          [50, 100, 200, 500, 600, 700, 800].map((shade) => [shade, `rgb(var(--brand-${shade}) / <alpha-value>)`]),
        ),
        warning: { 50: "#fffbeb", 100: "#fef3c7", 500: "#f59e0b", 700: "#b45309", 800: "#92400e" },
      },
      maxWidth: { drawer: "378px", "drawer-lg": "736px", location: "840px" },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Noto Sans Arabic", "Tahoma", "sans-serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
