// The visible mark of a required field, after its label: the field itself says so
// to assistive technology with \`required\` or \`aria-required\`.
import { useI18n } from "~/i18n/react";

export function RequiredMark() {
  const { t } = useI18n();
  // A space of its own before the mark, not a margin: the field's accessible name is then
  // "Office (required)", never "Office(required)", whatever sits between the label and the mark.
  return (
    <>
      {" "}
      <span className="font-normal text-gray-700" data-required-mark>
        {t("common.forms.requiredMark")}
      </span>
    </>
  );
}
