import { createContext, useContext } from "react";

/** The request's CSP nonce on the server; "" in the browser (the scripts are already trusted). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);

/**
 * The nonce for a <style> React may create in the browser (a client navigation to a page that has
 * one): the CSP allows an inline style only with the page's nonce, which the browser hides from the
 * attribute but gives to scripts as the element's `nonce` property.
 */
export function useStyleNonce(): string {
  const nonce = useNonce();
  if (nonce || typeof document === "undefined") return nonce;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
