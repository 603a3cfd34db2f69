import { imageAt } from "~/utils/images";

/** The product's own mark (the directory host's): a basket in the brand colour. */
export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="8" className="fill-brand-700" />
      <path d="M10 20h16l-2 7H12z M12 17a6 6 0 0 1 12 0z" fill="#fff" />
    </svg>
  );
}

/**
 * A vendor's mark on its host: its logo (a square picture, shown 44 px), or, for a brand the platform
 * gives none, the first letter of its name in its colours; never the product's basket.
 */
export function BrandLogo({ name, logo }: { name: string; logo: string | null }) {
  if (logo)
    return (
      <img
        src={imageAt(logo, 44)}
        srcSet={`${imageAt(logo, 44)} 1x, ${imageAt(logo, 88)} 2x`}
        alt=""
        width={44}
        height={44}
        className="h-11 w-11 rounded-md object-contain"
      />
    );
  return (
    <span
      className="flex h-11 w-11 items-center justify-center rounded-md bg-brand-700 text-xl font-bold text-white"
      aria-hidden="true"
      data-testid="brand-initial"
    >
      {Array.from(name.trim())[0] ?? ""}
    </span>
  );
}
