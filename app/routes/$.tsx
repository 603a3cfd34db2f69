// Any path no route knows: the 404 page, with the layout and in the URL's language.
import { notFound } from "~/server/request";

export function loader(): never {
  throw notFound();
}

export function action(): never {
  throw notFound();
}

export default function NotFound() {
  return null;
}
