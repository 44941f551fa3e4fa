// The brand, loaded by Tailwind 4 from src/styles/global.css through `@config`.
// brand-600 (#7b2cbf) is the spec's purple: the current page's nav link and the main buttons.
// Text colours keep WCAG AA on white: brand-600 7.1:1, neutral-600 6.6:1.

/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ['./src/**/*.{astro,ts,tsx,html}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f7f1fc',
          100: '#ede0f9',
          200: '#dcc2f3',
          300: '#c79aeb',
          400: '#ad6ee0',
          500: '#9d4edd',
          600: '#7b2cbf',
          700: '#5a189a',
          800: '#3c096c',
          900: '#240046',
          950: '#10002b',
          DEFAULT: '#7b2cbf',
        },
        // Celebration gold, for badges and highlights on dark or with dark text.
        accent: {
          50: '#fffaeb',
          100: '#fff1c6',
          200: '#ffe188',
          300: '#ffcb4a',
          400: '#ffb620',
          500: '#f99307',
          600: '#dd6c02',
          700: '#b74906',
          800: '#94370c',
          900: '#7a2e0d',
          950: '#461502',
          DEFAULT: '#ffb620',
        },
        // Greys with a touch of the brand's violet.
        neutral: {
          50: '#faf9fb',
          100: '#f3f1f5',
          200: '#e6e3ea',
          300: '#d1ccd8',
          400: '#a8a1b3',
          500: '#7d768a',
          600: '#5f5869',
          700: '#4a4453',
          800: '#302b37',
          900: '#1d1922',
          950: '#110e14',
        },
        whatsapp: { DEFAULT: '#128c7e', dark: '#075e54' },
      },
    },
  },
};
