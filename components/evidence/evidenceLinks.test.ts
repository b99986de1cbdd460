import { EVIDENCE_LINK_REFRESH_MS, toEvidenceLinks } from './evidenceLinks';

describe('toEvidenceLinks', () => {
  const answer = (url: string) => [{ evidence_id: 'ev-1', url, content_type: 'image/jpeg' }];

  it('puts the disk store’s relative links on the data service’s origin, not the page’s', () => {
    expect(toEvidenceLinks(answer('/v1/files/evidence/p/ev-1.jpg?expires=9&signature=abc'), 'https://data.example.ng/v1/graphql')).toEqual([
      { evidenceId: 'ev-1', url: 'https://data.example.ng/v1/files/evidence/p/ev-1.jpg?expires=9&signature=abc', contentType: 'image/jpeg' },
    ]);
  });

  it('keeps a bucket’s presigned link as it is', () => {
    const presigned = 'https://evidence.s3.eu-west-1.amazonaws.com/evidence/p/ev-1.jpg?X-Amz-Signature=abc';
    expect(toEvidenceLinks(answer(presigned), 'https://data.example.ng/v1/graphql')[0].url).toBe(presigned);
  });

  it('asks again a minute before a link stops working', () => {
    expect(EVIDENCE_LINK_REFRESH_MS).toBe(9 * 60 * 1000);
  });
});
