/** The hotel's own spelling of a room type, whatever the case it was typed or exported in; null if it has none such. */
export function hotelRoomType(roomTypes: readonly string[], name: string): string | null {
  const wanted = name.trim().toLowerCase();
  return roomTypes.find((type) => type.toLowerCase() === wanted) ?? null;
}
