// The visible mark of a required field, after its label (issue 18, item 1): the field itself says so
// to assistive technology with \`required\` or \`aria-required\`.
import { useI18n } from "~/i18n/react";

export function RequiredMark() {
  const { t } = useI18n();
  return <span className="ms-1 font-normal text-gray-700" data-required-mark>{t("common.forms.requiredMark")}</span>;
}
