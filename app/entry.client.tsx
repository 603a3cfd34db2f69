import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationsContext } from "~/i18n/react";
import { documentTranslationsReady, useClientTranslations } from "~/i18n/client-translations";
import { restoreFromMarkup } from "~/utils/in-markup";

declare global {
  interface Window {
    __remixContext: { state: { loaderData: Record<string, unknown> } };
    __remixRouteModules: Record<string, { handle?: unknown } | undefined>;
  }
}

function ClientTranslations({ children }: { children: ReactNode }) {
  return <TranslationsContext.Provider value={useClientTranslations()}>{children}</TranslationsContext.Provider>;
}

// Loader data the server left in the markup only (docs/decisions/0031), before React reads it.
restoreFromMarkup(window.__remixContext.state.loaderData, window.__remixRouteModules, document);

// The page's texts first: hydrating without them would not match the server's markup.
void documentTranslationsReady().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ClientTranslations>
          <RemixBrowser />
        </ClientTranslations>
      </StrictMode>,
    );
  }),
);
