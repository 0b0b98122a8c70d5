// Every enum of the API with its pt-BR label. No TypeBox here: the UI imports this at run time.
export {};
