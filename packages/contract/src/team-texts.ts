// The texts and constants of team accounts (no zod).

export const TEAM_LIMITS = { inviteValidDays: 14 } as const;

export const teamMessages = {
  invited: (email: string) => `An invitation has been sent to ${email}.`,
  resent: 'The invitation has been sent again.',
  cancelled: 'The invitation has been cancelled.',
  removed: 'The member has been removed from the team.',
  adminSet: 'The member is now a company admin.',
  adminUnset: 'The member is no longer a company admin.',
  joined: 'Welcome to the team! Please sign in.',
  joinedSignedIn: 'You have joined the team.',
  alreadyMember: 'This e-mail already belongs to a member of the team.',
  alreadyInvited: 'This e-mail already has an open invitation.',
  limitReached: (limit: number) => `Your team has reached its limit of ${limit} members. Contact us to raise it.`,
  inviteNotFound: 'This invitation does not exist.',
  inviteExpired: 'This invitation has expired. Please ask for a new one.',
  inviteUsed: 'This invitation has already been used or was cancelled.',
  signInAs: (email: string) => `This invitation is for ${email}. Please sign in with that e-mail to accept it.`,
  noAccess: 'Team accounts are managed by company admins.',
  memberNotFound: 'Member not found.',
  notOwner: 'The company owner cannot be removed.',
  limitSaved: 'The employee limit has been saved.',
} as const;

export const teamMailTexts = {
  subject: (company: string) => `Join ${company} on Goodhive`,
  heading: (company: string) => `You are invited to join ${company}`,
  paragraph: (inviter: string, company: string) => `${inviter} invited you to the ${company} team on Goodhive, where your giving and impact add up with your colleagues'.`,
  action: 'Accept the invitation',
} as const;

/** The paths of the team screens. */
export const TEAM_PATHS = { management: '/team-accounts-management', join: '/join-teammember' } as const;
