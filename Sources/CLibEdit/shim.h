#ifndef VIVARIUM_CLIBEDIT_SHIM_H
#define VIVARIUM_CLIBEDIT_SHIM_H
#include <stdio.h>
#include <histedit.h>
#include <editline/readline.h>
#endif
