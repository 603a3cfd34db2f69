// Phone numbers, card digits, codes and card brands inside a sentence of either language: each
// value is its own left-to-right island (<bdi dir="ltr">), so "+965 60003001" never reads
// "60003001 965+" and "Visa تنتهي بـ 4242" keeps its Arabic order on an Arabic page (decision 0056).
import { Fragment } from "react";
import { useI18n } from "~/i18n/react";
import type { TranslateVars } from "~/i18n/translate";

const MARK = "\uE000";

/** The translation `k` with `ltr`'s values isolated left to right; `vars` interpolated as usual. */
export function Isolated({ k, vars, ltr }: { k: string; vars?: TranslateVars; ltr: Record<string, string | number> }) {
  const { t } = useI18n();
  const names = Object.keys(ltr);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const pieces = t(k, { ...vars, ...marked }).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return (
    <>
      {pieces.map((piece, i) =>
        i % 2 === 1 ? (
          <bdi key={i} dir="ltr" className="whitespace-nowrap">
            {String(ltr[names[Number(piece)]!])}
          </bdi>
        ) : (
          <Fragment key={i}>{piece}</Fragment>
        ),
      )}
    </>
  );
}

/** A value isolated left to right in a plain string (an attribute, a confirmation's text): U+2066 … U+2069, the text form of <bdi dir="ltr">. */
export const ltrText = (value: string | number) => `\u2066${value}\u2069`;
