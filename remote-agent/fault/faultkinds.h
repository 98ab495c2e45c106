// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "fault/faultjournal.h"
#include "fault/faultoptions.h"

#include <string>
#include <string_view>

namespace fw::agent {

class JsonWriter;

// A `fault <action>` that `apply`'s own commands run: a detached helper, or the revert that stops it.
struct FaultAction
{
    std::string_view name;
    int (*run)(const FaultOptions&) = nullptr;
    // Its option rules when they are not those of its kind's `apply`; throws UsageError.
    void (*checkOptions)(const FaultOptions&) = nullptr;
};

// One kind of fault (docs/faults.md): everything that differs between kinds. `apply` looks the kind up once and
// then only asks its entry.
struct FaultKind
{
    std::string_view name;
    // Works on --interface: the interface's option and safety checks run before the kind's own, and an interface
    // holds one such fault at a time.
    bool onInterface = false;
    // The option rules of `apply` and of its helper actions; throws UsageError.
    void (*checkOptions)(const FaultOptions&) = nullptr;
    // What makes it unsafe or not ours to make here; throws Refused.
    void (*checkSafety)(const FaultOptions&, const FaultJournal&) = nullptr;
    // The journalled apply and revert commands.
    void (*buildPlan)(const FaultOptions&, FaultRecord&) = nullptr;
    // Its own fields of "fault_plan" and "fault_applied", after the common ones.
    void (*writeFields)(JsonWriter&, const FaultOptions&) = nullptr;
    // "fault_plan" only: what it would strike now.
    void (*writePlanned)(JsonWriter&, const FaultOptions&) = nullptr;
    // "fault_applied" only: what the apply did or left running, from the journal and the apply commands' output.
    void (*writeApplied)(JsonWriter&, const FaultOptions&, const FaultRecord&,
                         const std::string& applyOutput) = nullptr;
    // The detached helper its apply command starts (writer, sender, killer), and what its revert runs to stop it.
    FaultAction helper;
    FaultAction stopHelper;
    // Its helper logs a "fault_fired" event, which `apply --hold` passes on.
    bool helperFires = false;
    // What the fault does and does not reach, in every plan and apply event.
    std::string_view note;
};

// The kind called `name`, or null.
const FaultKind* findFaultKind(std::string_view name);
// The kind whose helper or stopHelper action is `action`, or null.
const FaultKind* faultKindOfAction(std::string_view action);
// The option rules of `apply --kind kind`, or of the helper action `options.action`; throws UsageError.
void checkFaultOptions(const FaultKind& kind, const FaultOptions& options);
// What the fault reaches here (base/faultreach.h): the kind's declared reach, except link-down on an IPoIB
// interface, which reaches kernel IP traffic only.
std::string_view faultReach(const FaultKind& kind, const FaultOptions& options);
// What the fault does, for its events: the kind's note, except for link-down on an IPoIB interface, which says that
// the InfiniBand port stays up.
std::string_view faultNote(const FaultKind& kind, const FaultOptions& options);
// Everything that makes the fault unsafe or not ours to make; throws Refused with the reason.
void checkFaultSafety(const FaultKind& kind, const FaultOptions& options, const FaultJournal& journal);

} // namespace fw::agent
