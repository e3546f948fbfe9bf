import { contextHandler } from "../context-dispatch";
import { handler as serverStatus } from "../server-status";
import { handler as parkingSearch } from "../parking-search";
import { handler as parkingGet } from "../parking-get";
import { handler as parkingImage } from "../parking-image";
import { handler as places } from "../places";
import { handler as reviewsList } from "../reviews-list";

/** Finding car parks: search, a car park's detail and pictures, places, and the server status. */
export const handler = contextHandler("parking", {
  "server-status": serverStatus,
  "parking-search": parkingSearch,
  "parking-get": parkingGet,
  "parking-image": parkingImage,
  places: places,
  "reviews-list": reviewsList,
});
