/**
 * country-state-city puts some big Indian cities at their district's centre, 10–60 km from the city
 * (found while making the demo data). A search for "Jaipur" must land in Jaipur, so these points
 * replace the package's. Coordinates: the city centre, to about 1 km.
 */
export const CITY_COORDINATE_FIXES: Record<string, { lat: number; lng: number }> = {
  "Jaipur|RJ": { lat: 26.9124, lng: 75.7873 },
  "Jodhpur|RJ": { lat: 26.2389, lng: 73.0243 },
  "Udaipur|RJ": { lat: 24.5854, lng: 73.7125 },
  "Patna|BR": { lat: 25.5941, lng: 85.1376 },
  "Indore|MP": { lat: 22.7196, lng: 75.8577 },
  "Raipur|CT": { lat: 21.2514, lng: 81.6296 },
  "Coimbatore|TN": { lat: 11.0168, lng: 76.9558 },
  "Madurai|TN": { lat: 9.9252, lng: 78.1198 },
  "Mysore|KA": { lat: 12.2958, lng: 76.6394 },
  "Kozhikode|KL": { lat: 11.2588, lng: 75.7804 },
  "Thiruvananthapuram|KL": { lat: 8.5241, lng: 76.9366 },
};

/** Cities the package lacks altogether. */
export const EXTRA_CITIES: { name: string; stateCode: string; lat: number; lng: number }[] = [
  { name: "Kochi", stateCode: "KL", lat: 9.9312, lng: 76.2673 },
];
