export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="8" className="fill-brand-700" />
      <path d="M10 20h16l-2 7H12z M12 17a6 6 0 0 1 12 0z" fill="#fff" />
    </svg>
  );
}
