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
        brand: {
          50: "#fdf2f8",
          100: "#fce7f3",
          200: "#fbcfe8",
          500: "#ec4899",
          600: "#db2777",
          700: "#be185d",
          800: "#9d174d",
        },
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
