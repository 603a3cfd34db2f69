// "Sign in": a link to the sign-in page; with JS it opens the sign-in dialog instead.
import { lazyWithNamespaces } from "~/i18n/client-translations";
import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/react";
import { Icon } from "~/components/icons";

const SignInDialog = lazy(lazyWithNamespaces(["account"], () => import("./sign-in-dialog")));

export function SignInButton({ href }: { href: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => link.current?.focus());
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link ref={link} to={href} onClick={onClick} className="btn-secondary min-h-11 px-3" data-testid="sign-in-button">
        <Icon name="person" />
        <span className="sr-only sm:not-sr-only">{t("common.header.signIn")}</span>
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <SignInDialog href={href} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
