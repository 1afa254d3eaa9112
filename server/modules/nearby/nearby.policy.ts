/**
 * Who may see a user's exact point, full address and street: the user themself, a user with an accepted
 * connection, or anyone nearby when the user opted in. Everyone else gets a ~1 km cell and a coarse distance.
 */
export function canSeeExactLocation(owner: { isConnected: boolean; showExactLocation: boolean }): boolean {
  return owner.isConnected || owner.showExactLocation;
}
