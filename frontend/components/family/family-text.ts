/** 'Give Mia an account' (a dependant's card names the invite without loading its dialog). */
export function inviteTitle(name: string): string {
  return `Give ${name} an account`;
}
