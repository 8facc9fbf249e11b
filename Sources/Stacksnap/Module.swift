// Module Stacksnap
