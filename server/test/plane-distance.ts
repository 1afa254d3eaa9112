/** Distance on the plane of nearby_point() (migration 0009: Mercator, in degrees), in JavaScript. */
export function planeDistance(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const y = (latitude: number) => (Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) * 180) / Math.PI;
  return Math.hypot(a.longitude - b.longitude, y(a.latitude) - y(b.latitude));
}
