/** The first stop of the keyboard: jumps past the header to `<main id="main">`, seen only when focused. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}
