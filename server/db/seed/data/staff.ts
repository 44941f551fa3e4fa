import type { Role } from '../../../../src/lib/desk/permissions.ts';

/**
 * One desk account per role, for development only: seeded with the demo customers (never under
 * NODE_ENV=production), and `npm start` prints their sign-ins. Their passwords are published here,
 * so a production database gets its first owner from `npm run desk -- add-owner` instead.
 * The hashes were made with hashPassword (OWASP parameters).
 */
export interface DevStaff {
  id: string;
  name: string;
  login: string;
  role: Role;
  password: string;
  passwordHash: string;
}

export const DEV_STAFF: readonly DevStaff[] = [
  {
    id: 'st-dev-owner',
    name: 'Meera Iyer',
    login: '9876500100',
    role: 'owner',
    password: 'Owner-desk-2026',
    passwordHash: 'scrypt$ln=17,r=8,p=1$BvAoCYrKSrmef-xkyD5EZA$_pBRbMdnfA0BUG_z3YpJm6NV9_7_mQ7kS2v9fU_KID4',
  },
  {
    id: 'st-dev-front-desk',
    name: 'Kavya Nair',
    login: '9876500101',
    role: 'front-desk',
    password: 'FrontDesk-2026',
    passwordHash: 'scrypt$ln=17,r=8,p=1$C2rYCax9uX7hq9nYvr9Xzw$q_l_Rh3ZrWt5VDUvQZovpAmYlEYYe4yluf1kWoAHBUc',
  },
  {
    id: 'st-dev-manager',
    name: 'Vikram Shah',
    login: '9876500102',
    role: 'manager',
    password: 'Manager-desk-2026',
    passwordHash: 'scrypt$ln=17,r=8,p=1$0HDiKmXiz7X0aWLRza2ZLQ$04gwGhWk4mv2GbKEj3_e9HUshtT1kGaT3GivOR-3sM4',
  },
  {
    id: 'st-dev-editor',
    name: 'Arjun Das',
    login: '9876500103',
    role: 'editor',
    password: 'Editor-desk-2026',
    passwordHash: 'scrypt$ln=17,r=8,p=1$o1PdO_NO6gdhRFSZIO-d6Q$57RD2RR3WYadQb_iuUk4X9SaAYLVKnDCzYF6jzsGkDg',
  },
];
