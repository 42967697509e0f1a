/** Spec §1, §9: the marketing claims, in the order of §9. Claims, not live counts. */
export const MARKETING_STATS = [
  { value: '2,500+', label: 'Active creators' },
  { value: '150+', label: 'Partner brands' },
  { value: '8,500+', label: 'Connections made' },
  { value: '1,200+', label: 'Collaborations' },
  { value: '50+', label: 'Curated resources' },
] as const;
