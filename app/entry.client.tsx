import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationsContext } from "~/i18n/react";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <TranslationsContext.Provider value={window.__translations ?? null}>
        <RemixBrowser />
      </TranslationsContext.Provider>
    </StrictMode>,
  );
});
