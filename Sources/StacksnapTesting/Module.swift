// Module StacksnapTesting
