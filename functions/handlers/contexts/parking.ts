import { contextHandler } from "../shared/context-dispatch";
import { handler as serverStatus } from "../parking/server-status";
import { handler as parkingSearch } from "../parking/parking-search";
import { handler as parkingGet } from "../parking/parking-get";
import { handler as parkingImage } from "../parking/parking-image";
import { handler as places } from "../parking/places";
import { handler as reviewsList } from "../parking/reviews-list";

/** Finding car parks: search, a car park's detail and pictures, places, and the server status. */
export const handler = contextHandler("parking", {
  "server-status": serverStatus,
  "parking-search": parkingSearch,
  "parking-get": parkingGet,
  "parking-image": parkingImage,
  places: places,
  "reviews-list": reviewsList,
});
