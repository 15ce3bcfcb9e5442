import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isCouncilRegistration, isCrm, isRqe } from './registrations.ts';

test('isCrm: the council, the state and a number, in the ways clinics write them', () => {
  const accepted = [
    'CRM-SP 123456', 'CRM/SP 123.456', 'CRM SP 123456', 'CRM-SP nº 123456', 'CRM 123456-SP', 'CRM 123456/SP', 'CRM-SP: 123456',
    'CRM-RJ 52.12345-6', 'CRM-RJ 52-12345-6', 'CRM/RJ 5212345-6', 'CREMESP 123456', 'CREMERJ 52.12345-6', 'CRM 123456 SP',
    'CRM – SP 123456', 'CRM-sp 123456', 'crm-sp nº: 123456', 'CRMSP 123456',
  ];
  for (const text of accepted) assert.equal(isCrm(text), true, text);
  const refused = ['123456', '123.456', 'CRM 123456', 'CRM-XX 123456', 'SP 123456', 'CRM-SP', 'RQE 12345', 'Dra. Helena 123456'];
  for (const text of refused) assert.equal(isCrm(text), false, text);
});

test('isRqe: the word RQE and a number', () => {
  for (const text of ['RQE 00000', 'RQE nº 12345', 'RQE Nº: 12345', 'RQE 12345 - 67890', 'RQE 12345 E 67890', 'RQE 12345 (Dermatologia)', 'rqe 1234']) {
    assert.equal(isRqe(text), true, text);
  }
  for (const text of ['54321', 'RQE', 'Dermatologia', 'CRM-SP 123456']) assert.equal(isRqe(text), false, text);
});

test('isCouncilRegistration: any council for a blog author who is not a physician', () => {
  for (const text of ['CRM-SP 123456', 'CRO-SP 12345', 'CRBM 1234', 'CRN-3 12345', 'COREN-SP 123456', 'CREFITO-3 12345-F']) {
    assert.equal(isCouncilRegistration(text), true, text);
  }
  for (const text of ['123456', 'CRM', 'Nutricionista']) assert.equal(isCouncilRegistration(text), false, text);
});
