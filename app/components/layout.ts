// What the shell shows on a page, declared by each route in its `handle`.
export interface LayoutHandle {
  layout?: {
    /** Logo in the header (home, brand and store pages only). */
    logo?: boolean;
    /** Footer (home and brand pages only). */
    footer?: boolean;
  };
}

/** Loader data a page may return for the header's logo link (spec: brand page when the store has one). */
export interface LogoTarget {
  logoBrandSlug?: string | null;
}
