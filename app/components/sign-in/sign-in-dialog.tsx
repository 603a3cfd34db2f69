// With JS the header's "Sign in" opens this dialog (loaded on first open): the same steps as the
// sign-in page, read with the page's loader and posted to its action through fetchers.
import { useEffect } from "react";
import { useFetcher, useRevalidator } from "@remix-run/react";
import ResponsiveDialog from "~/components/dialog";
import { useI18n } from "~/i18n/react";
import { SignInSteps, type SignInData } from "./sign-in-steps";
import { type Done, type FormFailure } from "~/forms/form-failure";
import { useRefusal } from "~/components/refusal";

/** The sign-in action's answer to a data post: the next step (or signed in), or the step refused. */
type Answer = Done<{ signedIn: boolean }> | FormFailure;

export default function SignInDialog({ href, onClose }: { href: string; onClose: () => void }) {
  const { t } = useI18n();
  const step = useFetcher<SignInData>();
  const submit = useFetcher<Answer>({ key: "sign-in-dialog" });
  const { revalidate } = useRevalidator();

  useEffect(() => {
    step.load(href);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load the current step once on open
  }, [href]);

  useEffect(() => {
    if (submit.state !== "idle" || !submit.data) return;
    if (submit.data.ok && submit.data.signedIn) {
      onClose();
      revalidate();
    } else {
      // The next step, or the same one after a refusal (a spent registration starts again).
      step.load(href);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [submit.state, submit.data]);

  const failure = useRefusal(submit.data);
  return (
    <ResponsiveDialog open onClose={onClose} title={t("account.signIn.title")} testId="sign-in-dialog">
      {step.data && "step" in step.data ? (
        <SignInSteps
          key={step.data.step}
          data={step.data}
          failure={failure}
          busy={submit.state !== "idle"}
          FormComponent={submit.Form}
          action={href}
        />
      ) : (
        <p role="status">{t("common.nav.loading")}</p>
      )}
    </ResponsiveDialog>
  );
}
