import { customerSearchWhere, escapeLikePattern, parseCustomerSearch } from './customerSearch';

describe('parseCustomerSearch', () => {
  it('is every customer for an empty search', () => {
    expect(parseCustomerSearch('')).toEqual({ kind: 'all' });
    expect(parseCustomerSearch('   ')).toEqual({ kind: 'all' });
  });

  it.each(['0803 123 4567', '08031234567', '234-803-123-4567', '+2348031234567', ' +234 803 123 4567 '])(
    'reads the whole phone number %j as E.164',
    (typed) => {
      expect(parseCustomerSearch(typed)).toEqual({ kind: 'phone', phone: '+2348031234567' });
    },
  );

  it('reads a whole valid IMEI, grouped or not', () => {
    expect(parseCustomerSearch('490154203237518')).toEqual({ kind: 'imei', imei: '490154203237518' });
    expect(parseCustomerSearch('49-015420-323751-8')).toEqual({ kind: 'imei', imei: '490154203237518' });
  });

  it('reads other digits as part of a phone or an IMEI', () => {
    // 15 digits failing the check digit: not an IMEI, so only part of one.
    expect(parseCustomerSearch('490154203237519')).toEqual({ kind: 'digits', digits: '490154203237519', phonePattern: '%490154203237519%' });
    expect(parseCustomerSearch('0803 12')).toEqual({ kind: 'digits', digits: '080312', phonePattern: '+23480312%' });
    expect(parseCustomerSearch('+234 80')).toEqual({ kind: 'digits', digits: '23480', phonePattern: '+23480%' });
    expect(parseCustomerSearch('1234567')).toEqual({ kind: 'digits', digits: '1234567', phonePattern: '%1234567%' });
    expect(parseCustomerSearch('0')).toEqual({ kind: 'digits', digits: '0', phonePattern: undefined });
  });

  it('reads anything with letters as names, word by word', () => {
    expect(parseCustomerSearch('  Chidi   Eze ')).toEqual({ kind: 'name', words: ['Chidi', 'Eze'] });
    expect(parseCustomerSearch("O'Brien")).toEqual({ kind: 'name', words: ["O'Brien"] });
  });
});

describe('escapeLikePattern', () => {
  it('makes %, _ and \\ match themselves', () => {
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLikePattern('Ada')).toBe('Ada');
  });
});

describe('customerSearchWhere', () => {
  it('filters nothing for an empty search', () => {
    expect(customerSearchWhere('')).toEqual({});
  });

  it('matches every word of a name in the names without accents, case-insensitively', () => {
    expect(customerSearchWhere('ada eze')).toEqual({
      _and: [{ search_name: { _ilike: '%ada%' } }, { search_name: { _ilike: '%eze%' } }],
    });
  });

  it('drops the accents of what was typed, as the stored names are', () => {
    expect(customerSearchWhere('Adébáyọ̀')).toEqual({ _and: [{ search_name: { _ilike: '%Adebayo%' } }] });
  });

  it('escapes wildcards the agent typed, so they match literally', () => {
    expect(customerSearchWhere('100%')).toEqual({ _and: [{ search_name: { _ilike: '%100\\%%' } }] });
    expect(customerSearchWhere('a_b')).toEqual({ _and: [{ search_name: { _ilike: '%a\\_b%' } }] });
  });

  it('matches a whole phone number exactly, in whatever form it was typed', () => {
    expect(customerSearchWhere('0803 123 4567')).toEqual({ phone: { _eq: '+2348031234567' } });
  });

  it('matches a whole IMEI as the first or second IMEI of a device', () => {
    expect(customerSearchWhere('490154203237518')).toEqual({
      devices: { _or: [{ imei: { _eq: '490154203237518' } }, { imei2: { _eq: '490154203237518' } }] },
    });
  });

  it('matches part of a phone number or of an IMEI', () => {
    expect(customerSearchWhere('0803 12')).toEqual({
      _or: [
        { phone: { _like: '+23480312%' } },
        { devices: { _or: [{ imei: { _like: '%080312%' } }, { imei2: { _like: '%080312%' } }] } },
      ],
    });
    expect(customerSearchWhere('0')).toEqual({ devices: { _or: [{ imei: { _like: '%0%' } }, { imei2: { _like: '%0%' } }] } });
  });
});
