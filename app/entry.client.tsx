import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationsContext } from "~/i18n/react";
import { useClientTranslations } from "~/i18n/client-translations";

function ClientTranslations({ children }: { children: ReactNode }) {
  return <TranslationsContext.Provider value={useClientTranslations()}>{children}</TranslationsContext.Provider>;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ClientTranslations>
        <RemixBrowser />
      </ClientTranslations>
    </StrictMode>,
  );
});
