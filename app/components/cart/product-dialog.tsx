// With JS, a product opens in the responsive dialog (this module is its own chunk, fetched ahead of the
// first open, see product-dialog-trigger.tsx): its data comes from the product route's loader
// (fetcher.load); until it arrives the sheet shows what the tapped card knows and grey rows for the
// options. The form posts to that route's action through a fetcher. A conflicting add opens the
// confirmation dialog (repeat opens within 400 ms are ignored, spec section 9).
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "@remix-run/react";
import { LazyDialog } from "~/components/lazy-dialog";
import ResponsiveDialog from "~/components/dialog";
import { SheetPreviewBody, type SheetPreview } from "./sheet-preview";
import { useMoney } from "~/components/money";
import { useI18n } from "~/i18n/react";
import { ProductFields, ProductPhoto } from "./product-form";
import { ConfirmReplace, confirmTitle } from "./confirm-replace";
import type { AddAnswer, ProductView } from "~/cart/product-view";
import type { ReplaceConflict } from "~/cart/cart";
import type { FormFailure } from "~/forms/form-failure";
import { useRefusal } from "~/components/refusal";

export const CONFIRM_REOPEN_GUARD_MS = 400;

export interface ProductDialogProps {
  url: string | null;
  /** What the tapped card knows, shown while the product loads. */
  preview: SheetPreview | null;
  onClose: () => void;
  redirectTo: string;
}

export default function ProductDialog({ url, preview, onClose, redirectTo }: ProductDialogProps) {
  const { t } = useI18n();
  const loader = useFetcher<ProductView>();
  const add = useFetcher<AddAnswer>({ key: "product-add" });
  const [pending, setPending] = useState<ReplaceConflict | null>(null);
  const lastConfirmOpen = useRef(0);

  useEffect(() => {
    if (url) loader.load(url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per product url
  }, [url]);

  useEffect(() => {
    if (add.state !== "idle" || !add.data) return;
    if (add.data.ok) onClose();
    else if ("confirm" in add.data) {
      const now = Date.now();
      if (now - lastConfirmOpen.current >= CONFIRM_REOPEN_GUARD_MS) {
        lastConfirmOpen.current = now;
        setPending(add.data.confirm);
        onClose();
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [add.state, add.data]);

  // The data of this url's product only: a sheet opened after another's shows its card, not the last product.
  const data =
    url && loader.data && "product" in loader.data && loader.data.product.id === productIdOf(url) ? loader.data : null;
  const failure = useRefusal(add.data);
  return (
    <>
      {/* Not lazy here: this chunk is already the sheet's, fetched ahead of the tap. */}
      <ResponsiveDialog
        open={Boolean(url)}
        onClose={onClose}
        title={data?.product.name ?? preview?.name ?? t("common.nav.loading")}
        testId="product-dialog"
      >
        {data ? (
          <DialogBody data={data} url={url!} failure={failure} fetcher={add} />
        ) : preview ? (
          <SheetPreviewBody preview={preview} />
        ) : (
          <p role="status">{t("common.nav.loading")}</p>
        )}
      </ResponsiveDialog>
      <LazyDialog
        open={Boolean(pending)}
        onClose={() => setPending(null)}
        title={pending ? confirmTitle(t, pending) : ""}
        testId="confirm-dialog"
      >
        {pending ? (
          <ConfirmReplace pending={pending} redirectTo={redirectTo} showTitle={false} onDone={() => setPending(null)} />
        ) : null}
      </LazyDialog>
    </>
  );
}

/** The product id of a product page's URL (`…/product/<id>?menu=…`). */
function productIdOf(url: string): number | null {
  const id = /\/product\/(\d+)/.exec(url)?.[1];
  return id ? Number(id) : null;
}

type ProductData = Extract<NonNullable<ReturnType<typeof useFetcher<ProductView>>["data"]>, { product: unknown }>;

function DialogBody({
  data,
  url,
  failure,
  fetcher,
}: {
  data: ProductData;
  url: string;
  failure: FormFailure | undefined;
  fetcher: ReturnType<typeof useFetcher<AddAnswer>>;
}) {
  const { t } = useI18n();
  const money = useMoney(data.info.country);
  return (
    <>
      <ProductPhoto image={data.product.image} />
      {data.product.description ? <p className="mt-3 text-gray-700">{data.product.description}</p> : null}
      <fetcher.Form method="post" action={url} data-testid="product-form">
        <ProductFields
          product={data.product}
          money={money}
          failure={failure}
          hidden={{ intent: "add" }}
          addOff={data.addOff && t("store.addOff", { place: data.addOff.place })}
        />
      </fetcher.Form>
    </>
  );
}
