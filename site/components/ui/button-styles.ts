// Shared looks for links and buttons that act as calls to action.
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700`,
  secondary: `${base} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700`,
  onDark: `${base} bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white`,
  outlineOnDark: `${base} border border-white/80 text-white hover:bg-white/10 focus-visible:outline-white`,
} as const;
