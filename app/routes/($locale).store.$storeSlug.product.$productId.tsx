// A product: its page without JS (and its data for the dialog with JS), and the add-to-cart action.
// The line is built from the catalogue, never from prices the form claims. A cart from another
// store, or a catering mix, waits for the customer's confirmation (pendingAdd in the session).
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, Link } from "@remix-run/react";
import { requireKnownLocale, requireSlug, notFound, readForm } from "~/server/request";
import { addToCart, productPage } from "~/server/cart";
import { ProductFields, ProductPhoto } from "~/components/cart/product-form";
import { useRefusal } from "~/components/refusal";
import { ConfirmReplace } from "~/components/cart/confirm-replace";
import { useMoney } from "~/components/money";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart", "product", "store"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

/** Which product: the store and product of the URL (a 404 for nonsense) and the menu it was opened from. */
function productAt(request: Request, params: LoaderFunctionArgs["params"]) {
  requireKnownLocale(params);
  const storeSlug = requireSlug(params.storeSlug);
  const productId = Number(params.productId);
  const menuId = Number(new URL(request.url).searchParams.get("menu"));
  if (!Number.isSafeInteger(productId) || productId <= 0) throw notFound();
  return { request, storeSlug, productId, menuId: Number.isSafeInteger(menuId) && menuId > 0 ? menuId : null };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return await productPage(context, productAt(request, params));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const at = productAt(request, params);
  return addToCart(context, { ...at, form: await readForm(request) });
}

export default function ProductPage() {
  const { info, menu, product, pending: confirming, addOff } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  // Without JS the confirmation comes back as ?confirm=1; a JS form post answers it as data.
  const pending = confirming ?? (answered && "confirm" in answered ? answered.confirm : null);
  const { t, locale } = useI18n();
  const money = useMoney(info.country);
  const storePage = `${localePath(locale, `/store/${info.slug}`)}?menu=${menu.id}`;
  const failure = useRefusal(answered);
  const here = useLocation();
  return (
    <div className="container-page max-w-2xl py-6">
      <Link to={storePage} className="btn-link text-sm">
        {t("product.close")}
      </Link>
      {pending ? (
        <div className="mt-4">
          <ConfirmReplace pending={pending} redirectTo={storePage} />
        </div>
      ) : null}
      <div className="mt-4">
        <ProductPhoto image={product.image} lead />
        <h1 className="mt-3 text-2xl font-bold" data-testid="product-name">
          {product.name}
        </h1>
        <p className="text-gray-700">{product.description}</p>
      </div>
      {/* Without JS a refused add comes back with autofocus on the first message (app/components/refusal.ts). */}
      <Form method="post" action={`${here.pathname}${here.search}`} className="mt-2" data-testid="product-form">
        <ProductFields
          product={product}
          money={money}
          failure={failure}
          hidden={{ intent: "add" }}
          addOff={addOff && t("store.addOff", { place: addOff.place })}
        />
      </Form>
    </div>
  );
}
