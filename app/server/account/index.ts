// The customer's account: profile and saved cards (account), the address book (addresses), the address a
// checkout remembers (remembered-address) and wallet credits (wallet). What the rest of the app may use of it:
export { getProfile, listSavedCards, removeSavedCard, saveProfile } from "./account.server";
export { addressBookPage, listAddresses, parseAddressForm, updateAddressBook } from "./addresses.server";
export {
  markUsed,
  preferredChoice,
  rememberAddress,
  sameAddress,
  samePoint,
  savedPlaces,
} from "./remembered-address.server";
export { walletBalanceOffered, walletOffer } from "./wallet.server";
