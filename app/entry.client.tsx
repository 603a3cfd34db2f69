import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationsContext } from "~/i18n/react";
import { documentTranslationsReady, useClientTranslations } from "~/i18n/client-translations";

function ClientTranslations({ children }: { children: ReactNode }) {
  return <TranslationsContext.Provider value={useClientTranslations()}>{children}</TranslationsContext.Provider>;
}

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
