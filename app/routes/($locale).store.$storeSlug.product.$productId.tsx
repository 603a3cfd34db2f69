// A product: its page without JS (and its data for the dialog with JS), and the add-to-cart action.
// The line is built from the catalogue, never from prices the form claims. A cart from another
// store, or a catering mix, waits for the customer's confirmation (pendingAdd in the session).
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { getStore } from "~/server/catalogue.server";
import { requireKnownLocale, requireSlug } from "~/server/route-params.server";
import { notFound, routeError } from "~/server/route-errors.server";
import { requireCountry, requireVendorBrand } from "~/server/vendor-scope.server";
import { getCart, pendingAddView, saveCart } from "~/server/cart.server";
import { answer, done, readForm } from "~/server/respond.server";
import { choiceFailure, submittedChoice } from "~/server/choice-failure.server";
import { addToast } from "~/server/toast.server";
import { addItem, lineLimit } from "~/cart/cart";
import { findProduct, parseChoiceForm, priceChoice, toCartItem, type ChoiceError } from "~/cart/selection";
import { FIRST_ERROR_ID, ProductFields } from "~/components/cart/product-form";
import { ConfirmReplace } from "~/components/cart/confirm-replace";
import type { ProductView, ReplaceQuestion } from "~/components/cart/product-view";
import { formFailure } from "~/components/form-failure";
import { useMoney } from "~/components/money";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { imageAt, srcSet } from "~/utils/images";
import type { AppContext } from "~/server/context.server";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart", "product"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

async function loadProduct(request: Request, params: LoaderFunctionArgs["params"], context: AppContext) {
  requireKnownLocale(params);
  const slug = requireSlug(params.storeSlug);
  const productId = Number(params.productId);
  const menuId = Number(new URL(request.url).searchParams.get("menu"));
  if (!Number.isSafeInteger(productId) || productId <= 0) throw notFound();
  const store = await getStore(context, slug).catch(routeError);
  requireVendorBrand(context, store.info.brand_slug);
  requireCountry(context, request, store.info.country.iso_two_code);
  const found = Number.isSafeInteger(menuId) && menuId > 0
    ? findProduct(store.menus, menuId, productId)
    : store.menus.map((m) => findProduct(store.menus, m.info.id, productId)).find(Boolean) ?? null;
  if (!found) throw notFound();
  return { store, ...found };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { store, menu, product } = await loadProduct(request, params, context);
  const confirming = new URL(request.url).searchParams.get("confirm") === "1";
  return json<ProductView>({
    info: store.info,
    menu: menu.info,
    product,
    pending: confirming ? await pendingAddView(context) : null,
    logoBrandSlug: store.info.brand_slug,
    meta: { title: `${product.name} · ${store.info.name}`, description: product.description },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { store, menu, product } = await loadProduct(request, params, context);
  const { t, session, locale } = context;
  const storePage = `${localePath(locale, `/store/${store.info.slug}`)}?menu=${menu.info.id}`;
  const form = await readForm(request);
  const input = form ? parseChoiceForm(form) : null;
  // A refused add answers the one failure shape, with what was posted (the form shows it again).
  const values = submittedChoice(form);
  const refuse = (errors: ChoiceError[]) => choiceFailure(t, errors, values);
  if (!input) return refuse([{ field: "options", code: "unknown" }]);
  const priced = priceChoice(product, input);
  if (priced.errors.length) return refuse(priced.errors);

  const item = toCartItem(store.info, menu, product, input, priced);
  const result = addItem(getCart(context), item, { max: lineLimit(product.max_quantity) });
  if (!result.ok) {
    if (result.conflict === "limit") return refuse([{ field: "quantity", code: "range", max: 0 }]);
    if (result.conflict === "quantity") {
      return refuse([
        result.inCart
          ? { field: "quantity", code: "inCart", max: result.max, inCart: result.inCart }
          : { field: "quantity", code: "range", max: result.max },
      ]);
    }
    const { ok: _ok, ...conflict } = result;
    session.set("pendingAdd", { item, ...conflict });
    // A question, not a failure: a plain form asks on this page (?confirm=1), a data post gets it.
    const question: ReplaceQuestion = { ok: false, confirm: (await pendingAddView(context))! };
    return answer(context, `${new URL(request.url).pathname}?menu=${menu.info.id}&confirm=1`, question, { status: 409 });
  }
  saveCart(context, result.cart);
  session.unset("pendingAdd");
  addToast(session, "success", t("cart.added"));
  // Back on the menu where the product is (the store page's category anchor); the dialog closes.
  const category = menu.categories.find((c) => c.products.some((p) => p.id === product.id));
  return done(context, category ? `${storePage}#category-${category.id}` : storePage);
}

export default function ProductPage() {
  const { info, menu, product, pending: confirming } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  // Without JS the confirmation comes back as ?confirm=1; a JS form post answers it as data.
  const pending = confirming ?? (answered && "confirm" in answered ? answered.confirm : null);
  const { t, locale } = useI18n();
  const money = useMoney(info.country);
  const storePage = `${localePath(locale, `/store/${info.slug}`)}?menu=${menu.id}`;
  const failure = useMemo(() => formFailure(answered), [answered]);
  const here = useLocation();
  return (
    <div className="container-page max-w-2xl py-6">
      <Link to={storePage} className="btn-link text-sm">{t("product.close")}</Link>
      {pending ? (
        <div className="mt-4">
          <ConfirmReplace pending={pending} redirectTo={storePage} />
        </div>
      ) : null}
      <div className="mt-4 flex gap-4">
        {product.image ? (
          <img src={imageAt(product.image, 192)} srcSet={srcSet(product.image, [96, 192])} sizes="96px" alt="" width={96} height={96} className="h-24 w-24 rounded-lg object-cover" />
        ) : null}
        <div>
          <h1 className="text-2xl font-bold" data-testid="product-name">{product.name}</h1>
          <p className="text-gray-700">{product.description}</p>
        </div>
      </div>
      {/* Without JS a refused add comes back scrolled to the first field in error. */}
      <Form method="post" action={`${here.pathname}${here.search}#${FIRST_ERROR_ID}`} className="mt-2" data-testid="product-form">
        <ProductFields product={product} money={money} failure={failure} hidden={{ intent: "add" }} />
      </Form>
    </div>
  );
}
