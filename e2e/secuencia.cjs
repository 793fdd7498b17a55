// The order of the e2e files: the visual regression suite first, on the database as the seed left it (the other
// suites apply, save and publish, which changes the pages it compares); the rest in jest's own order.
const Sequencer = require('@jest/test-sequencer').default;

const primero = (test) => (test.path.endsWith('visual-regression.test.ts') ? 0 : 1);

class Secuencia extends Sequencer {
  sort(tests) {
    return super.sort(tests).sort((a, b) => primero(a) - primero(b));
  }
}

module.exports = Secuencia;
