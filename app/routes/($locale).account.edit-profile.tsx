import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { customerLoad, requireCustomer } from "~/server/sign-in";
import { getProfile, saveProfile } from "~/server/account";
import { requireKnownLocale, readForm } from "~/server/request";
import { ProfileFields } from "~/components/profile-fields";
import { firstRefused, FORM_MESSAGE, refusalTarget, useRefusal } from "~/components/refusal";
import { useI18n } from "~/i18n/react";
import { BackToAccount } from "~/components/account-nav";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["account", "checkout"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const user = await customerLoad(context, request, () => getProfile(context));
  return { user, meta: { title: context.t("account.profile.title") } };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  requireCustomer(context, request);
  return saveProfile(context, request, await readForm(request));
}

export default function EditProfile() {
  const { user } = useLoaderData<typeof loader>();
  const failure = useRefusal(useActionData<typeof action>());
  const first = firstRefused(failure, ["name", "email"]);
  const { t } = useI18n();
  const values = failure?.values ?? { name: user.name, email: user.email ?? "" };
  return (
    <div className="container-page max-w-md py-8">
      <BackToAccount />
      <h1 className="mt-2 text-2xl font-bold">{t("account.profile.title")}</h1>
      {failure?.formError ? (
        <p role="alert" tabIndex={-1} {...refusalTarget(first, FORM_MESSAGE)} className="mt-4 text-red-800">
          {failure.formError}
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-col gap-4" data-testid="profile-form">
        <ProfileFields values={values} errors={failure?.fieldErrors ?? {}} first={first} />
        <button type="submit" className="btn-primary">
          {t("account.profile.save")}
        </button>
      </Form>
    </div>
  );
}
