// SPDX-License-Identifier: Apache-2.0
#include "common/interrupt.h"

#include <csignal>
#include <initializer_list>

namespace fw::agent {

namespace {

volatile std::sig_atomic_t g_signal = 0;

void onSignal(int signal)
{
    g_signal = signal;
}

} // namespace

void installInterruptHandlers()
{
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    for (const int signal : {SIGTERM, SIGINT, SIGHUP})
        sigaction(signal, &action, nullptr);
}

int interruptSignal()
{
    return g_signal;
}

} // namespace fw::agent
